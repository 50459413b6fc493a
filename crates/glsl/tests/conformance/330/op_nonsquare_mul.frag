// expect: compile -- GLSL 3.30 section 5.1: a mat2x3 times a vec2 is a vec3 (GLSL 1.20+)
#version 330 core
void main() {
    vec3 a = mat2x3(1.0) * vec2(1.0);
}
