// expect: compile -- GLSL 1.30 section 7.1: a redeclared gl_ClipDistance has a length
#version 130
out float gl_ClipDistance[3];
void main() {
    gl_Position = vec4(gl_ClipDistance.length());
}
