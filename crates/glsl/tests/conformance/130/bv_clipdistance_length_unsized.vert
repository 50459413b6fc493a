// expect: fail -- GLSL 1.30 section 7.1: gl_ClipDistance is unsized until redeclared: no .length()
#version 130
void main() {
    gl_Position = vec4(gl_ClipDistance.length());
}
