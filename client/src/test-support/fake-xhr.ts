/**
 * A stand-in for XMLHttpRequest in tests that upload (the panel's media uploads use XHR for its
 * upload progress): it records the request, and the test plays the server — progress, answer,
 * network error. Test code only.
 */
export class FakeXhr extends EventTarget {
  static all: FakeXhr[] = [];
  static get last(): FakeXhr | undefined {
    return FakeXhr.all.at(-1);
  }
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;

  constructor() {
    super();
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  /** the browser has sent `loaded` of `total` bytes */
  progress(loaded: number, total: number) {
    const event = new Event('progress');
    Object.assign(event, { loaded, total, lengthComputable: true });
    this.upload.dispatchEvent(event);
  }
  /** the server answers */
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
  /** the connection breaks */
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}
