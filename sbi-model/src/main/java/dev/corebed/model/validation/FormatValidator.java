package dev.corebed.model.validation;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Base64;
import java.util.regex.Pattern;

public final class FormatValidator implements ConstraintValidator<Format, CharSequence> {

    private static final Pattern IPV6_CHARS = Pattern.compile("[0-9a-fA-F:.]+");

    private Format.Kind kind;

    @Override
    public void initialize(Format annotation) {
        kind = annotation.value();
    }

    @Override
    public boolean isValid(CharSequence value, ConstraintValidatorContext context) {
        return value == null || valid(kind, value.toString());
    }

    /** Whether {@code s} is of the format; also used for query and path parameters. */
    public static boolean valid(Format.Kind kind, String s) {
        return switch (kind) {
            case UUID -> uuid(s);
            case IPV4 -> ipv4(s);
            case IPV6 -> ipv6(s);
            case DATE_TIME -> parses(() -> OffsetDateTime.parse(s, DateTimeFormatter.ISO_OFFSET_DATE_TIME));
            case DATE -> parses(() -> LocalDate.parse(s, DateTimeFormatter.ISO_LOCAL_DATE));
            case URI -> uri(s);
            case BYTE -> parses(() -> Base64.getDecoder().decode(s));
        };
    }

    /** 8-4-4-4-12 hexadecimal digits (what {@code [0-9a-fA-F]{8}-...-[0-9a-fA-F]{12}} matches, without the matcher). */
    static boolean uuid(String s) {
        if (s.length() != 36) {
            return false;
        }
        for (int i = 0; i < 36; i++) {
            char c = s.charAt(i);
            boolean ok = i == 8 || i == 13 || i == 18 || i == 23 ? c == '-'
                    : (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /**
     * Four decimal octets 0-255 joined by dots, without leading zeros (what
     * {@code ((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(...)} matches, without the matcher).
     */
    static boolean ipv4(String s) {
        int octets = 0;
        int i = 0;
        int n = s.length();
        while (true) {
            int start = i;
            int value = 0;
            while (i < n && i - start < 4 && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                value = value * 10 + (s.charAt(i) - '0');
                i++;
            }
            int digits = i - start;
            if (digits == 0 || digits > 3 || value > 255 || (digits > 1 && s.charAt(start) == '0')) {
                return false;
            }
            if (++octets == 4) {
                return i == n;
            }
            if (i >= n || s.charAt(i) != '.') {
                return false;
            }
            i++;
        }
    }

    private static boolean ipv6(String s) {
        // Only a literal can reach the resolver here, so no name is ever looked up.
        if (s.indexOf(':') < 0 || !IPV6_CHARS.matcher(s).matches()) {
            return false;
        }
        try {
            java.net.InetAddress.getByName(s);
            return true;
        } catch (java.net.UnknownHostException e) {
            return false;
        }
    }

    private static boolean uri(String s) {
        try {
            return new URI(s).isAbsolute();
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static boolean parses(Runnable parse) {
        try {
            parse.run();
            return true;
        } catch (DateTimeParseException | IllegalArgumentException e) {
            return false;
        }
    }
}
