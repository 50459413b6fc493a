// expect: compile -- GLSL 3.30 (compatibility) section 7.1: a redeclared gl_ClipDistance has a length
#version 330 compatibility
out float gl_ClipDistance[3];
void main() {
    gl_Position = vec4(gl_ClipDistance.length());
}
