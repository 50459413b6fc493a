// expect: fail -- GLSL 3.30 (compatibility) section 7.1: gl_ClipDistance is indexed only with constant expressions until redeclared with a size
#version 330 compatibility
uniform int g_i;
void main() {
    gl_ClipDistance[g_i] = 1.0;
}
