// expect: compile -- GLSL 3.30 section 8: `normalize` is a built-in function in every version
#version 330 core
void main() {
    float r = normalize(vec2(1.0)).x;
}
