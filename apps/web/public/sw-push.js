// Web push in the service worker (docs/product/conversations-and-notifications.md#push,
// docs/decisions/0031-web-push.md). A classic worker script, imported by /sw.js with
// importScripts('/sw-push.js'). The API sends JSON {title, body, url, tag, lang, dir}, already
// worded in the member's language.
/* global self, clients */
'use strict';

(function () {
  var ICON = '/icons/icon-192.png';
  var BADGE = '/icons/icon-192.png';

  function parse(data) {
    try {
      var p = data ? data.json() : null;
      if (p && typeof p.title === 'string') return p;
    } catch {
      /* not JSON: shown as a plain "Souqna" notification below */
    }
    return null;
  }

  /** Only a path on this origin: a push can never send a tap to another site. */
  function safeUrl(url) {
    try {
      var u = new URL(url || '/', self.location.origin);
      return u.origin === self.location.origin ? u.pathname + u.search + u.hash : '/';
    } catch {
      return '/';
    }
  }

  self.addEventListener('push', function (event) {
    var p = parse(event.data);
    var url = safeUrl(p && p.url);
    // Chrome requires every push to show a notification (userVisibleOnly), so one is always shown,
    // even when a focused tab already shows the page: the API skips members with a page open.
    var title = (p && p.title) || 'Souqna';
    var options = {
      body: (p && p.body) || '',
      icon: ICON,
      badge: BADGE,
      lang: (p && p.lang) || 'ar',
      dir: (p && p.dir) || 'auto',
      data: { url: url },
    };
    if (p && p.tag) {
      options.tag = p.tag;
      // A newer message of the same room replaces the older one, and still rings.
      options.renotify = true;
    }
    event.waitUntil(self.registration.showNotification(title, options));
  });

  self.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var url = safeUrl(event.notification.data && event.notification.data.url);
    var target = new URL(url, self.location.origin).href;
    event.waitUntil(
      clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
        var same = list.filter(function (c) {
          return new URL(c.url).origin === self.location.origin;
        });
        var exact = same.find(function (c) {
          return c.url === target;
        });
        if (exact) return exact.focus();
        var tab =
          same.find(function (c) {
            return c.focused;
          }) || same[0];
        if (!tab) return clients.openWindow(target);
        // navigate() works only on a tab this worker controls; any other gets a new window.
        return tab
          .focus()
          .then(function (c) {
            return (c || tab).navigate(target);
          })
          .catch(function () {
            return clients.openWindow(target);
          });
      }),
    );
  });
})();
