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

    private static final Pattern UUID =
            Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");
    private static final Pattern IPV4 =
            Pattern.compile("((25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])");
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
            case UUID -> UUID.matcher(s).matches();
            case IPV4 -> IPV4.matcher(s).matches();
            case IPV6 -> ipv6(s);
            case DATE_TIME -> parses(() -> OffsetDateTime.parse(s, DateTimeFormatter.ISO_OFFSET_DATE_TIME));
            case DATE -> parses(() -> LocalDate.parse(s, DateTimeFormatter.ISO_LOCAL_DATE));
            case URI -> uri(s);
            case BYTE -> parses(() -> Base64.getDecoder().decode(s));
        };
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
