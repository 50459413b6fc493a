#version 330 core
in float vSum;
in float vW;
uniform int n;
out vec4 frag;
void main() {
    vec4 acc = vec4(0.0);
    for (int i = 0; i < 4; i++) {
        for (int k = 0; k < n; k++) {
            if (k > i) break;
            acc[i] += vSum * 0.125 + float(k);
        }
    }
    frag = acc + vec4(vW);
}
