// expect: compile -- GLSL 3.30 section 7.1: a redeclared gl_ClipDistance takes any index
#version 330 core
out float gl_ClipDistance[4];
uniform int g_i;
void main() {
    gl_ClipDistance[g_i] = 1.0;
}
