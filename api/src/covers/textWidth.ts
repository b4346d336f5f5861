/**
 * Advance widths of DejaVu Sans Bold (the font the covers are drawn in, see
 * fonts/) in thousandths of an em, for the characters of German, Spanish and
 * French titles: Latin-1 and the usual punctuation. Browsers that lack the
 * font show the SVG in Verdana or Arial, which are no wider, so a line that
 * fits here fits there. Generated once from the font file with fontkit.
 */
const CHARACTERS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  '\u00a0¡¢£¤¥¦§¨©ª«¬\u00ad®¯°±²³´µ¶·¸¹º»¼½¾¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòóôõö÷øùúûüýþÿ' +
  '‘’‚“”„–—…€•Œœ‹›';
// prettier-ignore
const WIDTHS = [
  348,456,521,838,696,1002,872,306,457,457,523,838,380,415,380,365,696,696,696,696,696,696,696,696,696,696,400,400,838,838,838,580,1000,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,720,682,812,774,1103,771,724,725,457,365,457,838,500,500,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,712,365,712,838,
  348,456,696,696,636,696,365,500,500,1000,564,646,838,415,1000,500,500,838,438,438,500,736,636,380,500,438,564,646,1035,1035,1035,580,774,774,774,774,774,774,1085,734,683,683,683,683,372,372,372,372,838,837,850,850,850,850,850,838,850,812,812,812,812,724,738,719,675,675,675,675,675,675,1048,593,678,678,678,678,343,343,343,343,687,712,687,687,687,687,687,838,687,712,712,712,712,652,716,652,
  380,380,380,657,657,657,500,1000,1000,696,639,1167,1094,412,412,
];

const widthOf = new Map([...CHARACTERS].map((character, index) => [character, WIDTHS[index]!]));
/** Anything else (another script, an emoji) is counted as wide as the widest letter: it never overflows. */
const UNKNOWN_WIDTH = 1103;

/** The width of `text` set in the covers' font at `fontSize` (in the same unit as the size). */
export function textWidth(text: string, fontSize: number): number {
  let thousandths = 0;
  for (const character of text) thousandths += widthOf.get(character) ?? UNKNOWN_WIDTH;
  return (thousandths * fontSize) / 1000;
}
