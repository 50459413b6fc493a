// expect: fail -- GLSL 1.10 section 4.3.4: attributes are read-only
#version 110
attribute vec4 g_p;
void main() {
    g_p = vec4(0.0);
}
