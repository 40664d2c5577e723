#!/bin/sh
# Remakes the demo stream committed here (clip.m3u8 + segment*.mpegts): a 12 s test card cut into 2 s HLS segments.
# Not run by npm: the output is committed, so a fresh install needs no ffmpeg. Needs ffmpeg with libx264 and
# libfreetype (Debian: apt-get install ffmpeg fonts-dejavu-core). The server (src/modules/demo-stream) reads
# clip.m3u8 for the segments' names and lengths and loops them as a live stream.
#
# H.264 Constrained Baseline in MPEG-TS, no audio: what hls.js (Media Source) and Safari's own HLS both play. The
# segments are named .mpegts, not the usual .ts, so the repo's TypeScript tools (Biome, tsc) never read them as code.
# A keyframe every 30 frames (2 s at 15 fps) starts each segment; the dot crosses the card once per clip, so the
# loop's seam only shows in the clock. Timestamps start 80,000 s in (the 33-bit MPEG clock wraps at 95,443 s): hls.js
# times each loop's discontinuity from how long the viewer has watched, and timestamps smaller than that would read
# as wrapped below 0 (hls.js then "adjusts for rollover"); this way 22 hours of watching stay clear of it.
set -eu
cd "$(dirname "$0")"
FONT="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
SECONDS_LONG=12
rm -f clip.m3u8 segment*.mpegts
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "smptebars=size=640x360:rate=15:duration=${SECONDS_LONG}" \
  -f lavfi -i "color=color=0xdc3545:size=24x24:rate=15" \
  -filter_complex "\
[0:v]drawbox=x=0:y=120:w=iw:h=120:color=black@0.8:t=fill[card];\
[card][1:v]overlay=x='mod(t*(W+w)/${SECONDS_LONG},W+w)-w':y=248:shortest=1,\
drawtext=fontfile=${FONT}:text='SABONG LIVE · DEMO STREAM':fontsize=30:fontcolor=white:x=(w-text_w)/2:y=138,\
drawtext=fontfile=${FONT}:text='%{pts\:hms}   frame %{eif\:n\:d\:3}':fontsize=22:fontcolor=0xffc107:x=(w-text_w)/2:y=190[out]" \
  -map "[out]" -an \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 30 -maxrate 300k -bufsize 600k \
  -g 30 -keyint_min 30 -sc_threshold 0 -output_ts_offset 80000 \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename 'segment%d.mpegts' clip.m3u8
du -ch segment*.mpegts | tail -1
