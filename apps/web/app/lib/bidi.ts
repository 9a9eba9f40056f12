// Text in both directions (docs/decisions/0038-dates-and-direction.md). In markup, user text sits in
// <bdi> or an element with dir="auto"; inside a sentence of ours (a message with {name}) there is
// no element to put it in, so it is wrapped in Unicode's first-strong isolate (FSI … PDI): a Latin
// name in an Arabic sentence, or an Arabic title in an English one, keeps its own direction and
// leaves the sentence's punctuation where it belongs.

/** `text` as a first-strong isolate, for interpolating into a translated sentence. */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
