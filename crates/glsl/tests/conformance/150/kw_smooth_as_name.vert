// expect: fail -- GLSL 1.50 section 3.6: `smooth` is a keyword or reserved word here
#version 150 core
void main() {
    float smooth = 1.0;
}
