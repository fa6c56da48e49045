// What the operator CLI prints is partly shoppers' text (reviews, names, addresses). A terminal obeys
// control characters: ESC sequences can clear the screen, rewrite earlier lines, set the window title
// or write the clipboard (OSC 52); a carriage return or a bidi override can make a line read as
// something else. So every line the CLI prints passes here: line breaks and tabs stay, every other
// control character (C0, DEL, C1) and bidi control shows as U+FFFD instead.

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function printable(text: string): string {
  return text.replace(CONTROL, '\uFFFD');
}
