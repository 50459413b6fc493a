// expect: compile -- GLSL 1.10 section 8: `faceforward` is a built-in function in every version
#version 110
void main() {
    float r = faceforward(vec2(1.0), vec2(1.0), vec2(1.0)).x;
}
