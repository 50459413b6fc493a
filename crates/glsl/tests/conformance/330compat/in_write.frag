// expect: fail -- GLSL 3.30 (compatibility) section 4.3.4: shader inputs are read-only
#version 330 compatibility
in vec4 g_in;
void main() {
    g_in = vec4(0.0);
}
