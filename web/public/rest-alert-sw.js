/* global self */
// Imported by the generated service worker (web/vite.config.ts importScripts): the app's notifications.
//
// Tapping one brings the app back where it belongs: the 'Rest complete' notification
// (web/src/features/workout-session/lib/rest-alert.ts) on the live workout, a push (issue 30) on its screen (a profile,
// a conversation, the feed). The open window if it shows that screen already, else the open window sent there, else a
// new one. Only the app's own origin is ever opened.
function targetOf(data) {
  var target = new URL(typeof data.url === 'string' ? data.url : '/', self.location.origin);
  return target.origin === self.location.origin ? target : new URL('/', self.location.origin);
}

// A push from the server (functions/notifications/push): the payload is what the in-app notification shows (or the
// rest alert's "Rest is over"), its id and the screen to open. Every push shows a notification (browsers require it
// of a push subscription).
self.addEventListener('push', function (event) {
  var payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  var title = typeof payload.title === 'string' && payload.title ? payload.title : 'Social Fitness';
  // A rest alert (issue 30, deliverable 6) has the tag of the page's own rest notification, so one replaces the other,
  // buzzes like it, and opens the live workout as it does (the address without its query is enough).
  var rest = payload.kind === 'rest';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.id === 'string' ? payload.id : undefined,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      vibrate: rest ? [200, 100, 200] : undefined,
      // A conversation or a profile: the query matters too (exact), unlike the live workout's address.
      data: { url: targetOf(payload).pathname + targetOf(payload).search, exact: !rest },
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var data = event.notification.data || {};
  var target = targetOf(data);
  var same = function (client) {
    var url = new URL(client.url);
    return url.pathname === target.pathname && (!data.exact || url.search === target.search);
  };
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var there = windows.find(same);
      if (there) return there.focus();
      var other = windows.find(function (client) {
        return 'navigate' in client;
      });
      if (!other) return self.clients.openWindow(target.href);
      // Sent there first, then brought forward: the screen is right even where focusing is refused.
      return other.navigate(target.href).then(function (navigated) {
        return (navigated || other).focus();
      });
    }),
  );
});
