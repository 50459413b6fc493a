// expect: fail -- GLSL 1.30 section 4.3.4: attributes are read-only
#version 130
attribute vec4 g_p;
void main() {
    g_p = vec4(0.0);
}
