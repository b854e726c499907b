import t from 'tap';
import { deviceLabel, UNKNOWN_DEVICE } from './device-label.ts';

t.test('a device as a person reads it', async (t) => {
  t.equal(
    deviceLabel(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ),
    'Chrome 131 on macOS',
  );
  t.equal(
    deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    'Firefox 133 on Windows 10',
  );
  t.equal(
    deviceLabel(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
    ),
    'Safari 17 on iPhone',
  );
  t.equal(deviceLabel('curl/8.5.0'), UNKNOWN_DEVICE);
  t.equal(deviceLabel(null), UNKNOWN_DEVICE);
  t.equal(deviceLabel(''), UNKNOWN_DEVICE);
});
