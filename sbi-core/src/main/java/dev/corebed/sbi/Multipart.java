package dev.corebed.sbi;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.james.mime4j.MimeException;
import org.apache.james.mime4j.parser.AbstractContentHandler;
import org.apache.james.mime4j.parser.MimeStreamParser;
import org.apache.james.mime4j.stream.BodyDescriptor;
import org.apache.james.mime4j.stream.Field;
import org.apache.james.mime4j.stream.MimeConfig;

/**
 * multipart/related bodies of the SBI (TS 29.500 §6.1.2.4; RFC 2387): a JSON part first, the binary parts it
 * references by Content-ID after it, as N1N2MessageTransfer and N1MessageNotify carry a NAS message (TS 29.518).
 * Parsing is Apache James mime4j's; writing is the few lines of RFC 2046 §5.1.1.
 */
public final class Multipart {

    private Multipart() {}

    /** One body part: its media type, its Content-ID (null when none), its bytes. */
    public record Part(String contentType, String contentId, byte[] body) {}

    public static final String RELATED = "multipart/related";

    /** The Content-Type of a body written with {@link #write}. */
    public static String contentType(String boundary) {
        return RELATED + "; boundary=" + boundary + "; type=\"application/json\"";
    }

    public static byte[] write(String boundary, List<Part> parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Part p : parts) {
            ascii(out, "--" + boundary + "\r\nContent-Type: " + p.contentType() + "\r\n");
            if (p.contentId() != null) {
                ascii(out, "Content-Id: " + p.contentId() + "\r\n");
            }
            ascii(out, "\r\n");
            out.writeBytes(p.body());
            ascii(out, "\r\n");
        }
        ascii(out, "--" + boundary + "--\r\n");
        return out.toByteArray();
    }

    private static void ascii(ByteArrayOutputStream out, String s) {
        out.writeBytes(s.getBytes(StandardCharsets.US_ASCII));
    }

    /** True when a Content-Type header names a multipart/related body. */
    public static boolean isRelated(String contentType) {
        return contentType != null && contentType.toLowerCase(Locale.ROOT).startsWith(RELATED);
    }

    /**
     * The parts of a multipart/related body.
     *
     * @param contentType the request's Content-Type header, with its boundary parameter
     * @throws SbiException 400 INVALID_MSG_FORMAT when the body is not a multipart of that boundary
     */
    public static List<Part> parse(String contentType, byte[] body) {
        if (!isRelated(contentType) || !contentType.toLowerCase(Locale.ROOT).contains("boundary=")) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "not multipart/related with a boundary");
        }
        List<Part> parts = new ArrayList<>();
        MimeStreamParser parser = new MimeStreamParser(MimeConfig.PERMISSIVE);
        parser.setContentDecoding(true);
        parser.setContentHandler(new AbstractContentHandler() {
            private String contentId;

            @Override
            public void field(Field field) {
                if (field.getName().equalsIgnoreCase("Content-Id")) {
                    contentId = field.getBody().trim();
                }
            }

            @Override
            public void body(BodyDescriptor bd, InputStream is) throws IOException {
                parts.add(new Part(bd.getMimeType(), contentId, is.readAllBytes()));
                contentId = null;
            }
        });
        byte[] head = ("Content-Type: " + contentType + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1);
        byte[] message = new byte[head.length + body.length];
        System.arraycopy(head, 0, message, 0, head.length);
        System.arraycopy(body, 0, message, head.length, body.length);
        try {
            parser.parse(new ByteArrayInputStream(message));
        } catch (MimeException | IOException e) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "malformed multipart body: " + e.getMessage());
        }
        if (parts.isEmpty()) {
            throw SbiException.badRequest(Cause.INVALID_MSG_FORMAT, "a multipart/related body without parts");
        }
        return parts;
    }
}
