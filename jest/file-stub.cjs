// Imported images and fonts become their file name in tests, as the bundler makes them a URL.
module.exports = 'test-file-stub';
