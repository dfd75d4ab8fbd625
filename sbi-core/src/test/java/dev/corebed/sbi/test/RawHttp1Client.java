package dev.corebed.sbi.test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * One keep-alive HTTP/1.1 connection over a plain socket, sending the request line exactly as given
 * (raw octets, malformed escapes included) and reading answers that carry a content-length, which
 * every SBI answer does.
 */
public final class RawHttp1Client implements AutoCloseable {

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final String host;

    public RawHttp1Client(String host, int port, Duration readTimeout) throws IOException {
        this.socket = new Socket();
        socket.connect(new InetSocketAddress(host, port), 5000);
        socket.setSoTimeout((int) readTimeout.toMillis());
        socket.setTcpNoDelay(true);
        this.in = socket.getInputStream();
        this.out = socket.getOutputStream();
        this.host = host + ":" + port;
    }

    /** @throws java.net.SocketTimeoutException when no full answer comes within the read timeout */
    public RawH2cClient.Reply call(String method, byte[] rawTarget, Map<String, String> headers, byte[] body) throws IOException {
        ByteArrayOutputStream req = new ByteArrayOutputStream();
        req.writeBytes((method + " ").getBytes(StandardCharsets.ISO_8859_1));
        req.writeBytes(rawTarget);
        StringBuilder head = new StringBuilder(" HTTP/1.1\r\nhost: ").append(host).append("\r\n");
        if (headers != null) {
            headers.forEach((k, v) -> head.append(k).append(": ").append(v).append("\r\n"));
        }
        if (body != null && body.length > 0) {
            head.append("content-length: ").append(body.length).append("\r\n");
        }
        head.append("\r\n");
        req.writeBytes(head.toString().getBytes(StandardCharsets.ISO_8859_1));
        if (body != null) {
            req.writeBytes(body);
        }
        out.write(req.toByteArray());
        out.flush();
        return read();
    }

    public RawH2cClient.Reply call(String method, String target, Map<String, String> headers, String body) throws IOException {
        return call(method, target.getBytes(StandardCharsets.ISO_8859_1), headers,
                body == null ? null : body.getBytes(StandardCharsets.UTF_8));
    }

    private RawH2cClient.Reply read() throws IOException {
        String status = line();
        String[] parts = status.split(" ", 3);
        if (parts.length < 2 || !parts[0].startsWith("HTTP/1.")) {
            throw new IOException("not an HTTP/1.1 status line: " + status);
        }
        Map<String, String> headers = new LinkedHashMap<>();
        for (String h = line(); !h.isEmpty(); h = line()) {
            int colon = h.indexOf(':');
            headers.put(h.substring(0, colon).trim().toLowerCase(Locale.ROOT), h.substring(colon + 1).trim());
        }
        int length = Integer.parseInt(headers.getOrDefault("content-length", "0"));
        byte[] body = in.readNBytes(length);
        if (body.length < length) {
            throw new IOException("connection closed in the middle of the body");
        }
        return new RawH2cClient.Reply(Integer.parseInt(parts[1]), headers, body);
    }

    private String line() throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) != '\n') {
            if (c < 0) {
                throw new IOException("connection closed");
            }
            if (c != '\r') {
                b.write(c);
            }
        }
        return b.toString(StandardCharsets.ISO_8859_1);
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
