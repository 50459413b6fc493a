// expect: fail -- GLSL 1.30 section 4.3.4: shader inputs are read-only
#version 130
in vec4 g_in;
void main() {
    g_in = vec4(0.0);
}
