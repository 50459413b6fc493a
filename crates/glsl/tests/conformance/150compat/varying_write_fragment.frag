// expect: fail -- GLSL 1.50 (compatibility) section 4.3.6: a fragment shader cannot write a varying
#version 150 compatibility
varying vec4 g_v;
void main() {
    g_v = vec4(0.0);
}
