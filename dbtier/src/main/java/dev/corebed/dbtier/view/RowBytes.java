package dev.corebed.dbtier.view;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * How a {@link TableMirror.Codec} turns its row into the bytes a {@link CompactTable} holds and back: the columns
 * written one after the other on a data stream, a nullable column as a presence flag and its value, a nullable byte
 * array as its length (-1: absent) and its bytes.
 */
public final class RowBytes {

    /** Writes a row's columns. */
    @FunctionalInterface
    public interface Writer {
        void write(DataOutputStream out) throws IOException;
    }

    /** Reads a row back from its columns, in the order they were written. */
    @FunctionalInterface
    public interface Reader<R> {
        R read(DataInputStream in) throws IOException;
    }

    private RowBytes() {
    }

    /** The bytes {@code writer} writes; {@code size} is a first guess of their number. */
    public static byte[] encode(int size, Writer writer) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(size);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            writer.write(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** The row {@code reader} reads from {@code payload}. */
    public static <R> R decode(byte[] payload, Reader<R> reader) {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(payload))) {
            return reader.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void writeString(DataOutputStream out, String v) throws IOException {
        out.writeBoolean(v != null);
        if (v != null) {
            out.writeUTF(v);
        }
    }

    public static String readString(DataInputStream in) throws IOException {
        return in.readBoolean() ? in.readUTF() : null;
    }

    public static void writeLong(DataOutputStream out, Long v) throws IOException {
        out.writeBoolean(v != null);
        if (v != null) {
            out.writeLong(v);
        }
    }

    public static Long readLong(DataInputStream in) throws IOException {
        return in.readBoolean() ? in.readLong() : null;
    }

    public static void writeBytes(DataOutputStream out, byte[] b) throws IOException {
        out.writeInt(b == null ? -1 : b.length);
        if (b != null) {
            out.write(b);
        }
    }

    public static byte[] readBytes(DataInputStream in) throws IOException {
        int n = in.readInt();
        return n < 0 ? null : in.readNBytes(n);
    }
}
