#version 330 core
in vec4 v1;
in vec4 v2;
out vec4 frag;
void main() {
    frag = sqrt(abs(v1)) + exp(v2 * 0.1) + log(abs(v1) + 1.0) + pow(abs(v2), vec4(0.5, 1.5, 2.0, 3.0)) + inversesqrt(abs(v1) + 0.25) + exp2(-v2) + log2(abs(v2) + 2.0);
}
