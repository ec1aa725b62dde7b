// CloudFront Function (cloudfront-js-2.0), viewer request of the /uploads behaviour only (issue 26): a browser's
// presigned POST of a photo goes to the upload bucket, where S3 takes POST Object at the bucket's root, so the path
// becomes '/'. Anything but POST is refused here: the bucket is never listed or read through the site.
// CloudFront calls `handler` by name.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var request = event.request;
  if (request.method !== 'POST') {
    return { statusCode: 405, statusDescription: 'Method Not Allowed', headers: { allow: { value: 'POST' } } };
  }
  request.uri = '/';
  request.querystring = {};
  return request;
}
