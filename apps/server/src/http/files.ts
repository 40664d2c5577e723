/** Media types of the files the API answers with (downloads), one place for every route that sends them. */
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
