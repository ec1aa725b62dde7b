/* global self */
// Imported by the generated service worker (web/pwa.config.ts importScripts). Tapping the 'Rest complete'
// notification (web/src/features/workout-session/lib/rest-alert.ts) brings the app back on the live workout:
// the open window if there is one (it already shows the workout), else a new one at the workout's address.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  var data = event.notification.data || {};
  var target = new URL(typeof data.url === 'string' ? data.url : '/', self.location.origin);
  if (target.origin !== self.location.origin) target = new URL('/', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var onWorkout = windows.find(function (client) {
        return new URL(client.url).pathname === target.pathname;
      });
      var chosen = onWorkout || windows[0];
      if (chosen) {
        return chosen.focus().then(function (focused) {
          if (!onWorkout && focused && 'navigate' in focused) return focused.navigate(target.href);
          return focused;
        });
      }
      return self.clients.openWindow(target.href);
    }),
  );
});
