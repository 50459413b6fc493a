// expect: compile -- GLSL 3.30 section 8: `mix` is a built-in function in every version
#version 330 core
void main() {
    float r = mix(0.0, 1.0, 0.5);
}
