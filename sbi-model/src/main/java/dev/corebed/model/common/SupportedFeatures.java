package dev.corebed.model.common;

/** SupportedFeatures of TS 29.571 / TS 29.500 §6.6: hex strings, feature 1 in the lowest bit of the last character. */
public final class SupportedFeatures {

    private SupportedFeatures() {}

    /** The features both strings support, without leading zeros ("0" when none). */
    public static String intersection(String a, String b) {
        StringBuilder out = new StringBuilder();
        for (int i = 1; i <= Math.min(a.length(), b.length()); i++) {
            int x = Character.digit(a.charAt(a.length() - i), 16) & Character.digit(b.charAt(b.length() - i), 16);
            out.append(Character.forDigit(x, 16));
        }
        String s = out.reverse().toString().replaceFirst("^0+", "");
        return s.isEmpty() ? "0" : s.toUpperCase(java.util.Locale.ROOT);
    }
}
