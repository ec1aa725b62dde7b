// CloudFront Function (cloudfront-js-2.0), viewer request of the default (web bucket) behaviour only:
// a client-side route such as /workouts/42 has no file extension, so serve the SPA shell for it.
// CloudFront calls `handler` by name.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.split('/').pop();
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
