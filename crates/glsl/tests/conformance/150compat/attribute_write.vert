// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: attributes are read-only
#version 150 compatibility
attribute vec4 g_p;
void main() {
    g_p = vec4(0.0);
}
