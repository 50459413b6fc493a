// expect: fail -- GLSL 1.50 section 4.1.10: a vec3 does not convert to a vec2
#version 150 core
void main() {
    vec2 a = vec3(1.0);
}
