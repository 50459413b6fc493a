// expect: compile -- GLSL 3.30 section 8: `faceforward` is a built-in function in every version
#version 330 core
void main() {
    float r = faceforward(vec2(1.0), vec2(1.0), vec2(1.0)).x;
}
