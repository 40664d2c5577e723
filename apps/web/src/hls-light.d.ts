// hls.js ships no types for its light build: the same player without subtitles, alternate audio, DRM and CMCD.
declare module "hls.js/light" {
  export { default } from "hls.js";
}
