// expect: fail -- GLSL 3.30 section 4.3.4: shader inputs are read-only
#version 330 core
in vec4 g_in;
void main() {
    g_in = vec4(0.0);
}
