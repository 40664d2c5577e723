import type { PersonIdentifiers } from "@sabong/shared/identity";
import { isCalendarDate } from "@sabong/shared/time";
import { badRequest } from "../../errors.ts";

/** One CSV line's fields: commas separate, double quotes enclose, "" inside quotes is a quote. */
function fields(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      out.push(field.trim());
      field = "";
    } else field += c;
  }
  out.push(field.trim());
  return out;
}

/**
 * The regulator's list as CSV: name, date of birth (YYYY-MM-DD), then ID numbers (one per column, or several in one
 * column separated by ";"). A first line naming the columns is skipped; blank lines are. A line that identifies nobody
 * or has a date that is no date is refused with its number, and nothing is imported.
 */
export function parseExclusionCsv(csv: string): PersonIdentifiers[] {
  const people: PersonIdentifiers[] = [];
  const lines = csv.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    const [name = "", birthDate = "", ...rest] = fields(line);
    if (index === 0 && /name/i.test(name) && !isCalendarDate(birthDate)) return;
    if (birthDate !== "" && !isCalendarDate(birthDate)) {
      throw badRequest(`Line ${index + 1}: the date of birth must look like 2001-01-31`);
    }
    const idNumbers = rest.flatMap((cell) => cell.split(";").map((n) => n.trim())).filter((n) => n !== "");
    if ((name === "" || birthDate === "") && idNumbers.length === 0) {
      throw badRequest(`Line ${index + 1}: give a name with a date of birth, or an ID number`);
    }
    people.push({ fullName: name || null, birthDate: birthDate || null, idNumbers });
  });
  if (people.length === 0) throw badRequest("The list has no one on it");
  return people;
}
