/** A WhatsApp share link: the chooser of chats, with the ad's title and address as the message. */
export function whatsappShareUrl(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
}
