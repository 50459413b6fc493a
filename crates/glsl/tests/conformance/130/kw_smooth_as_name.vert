// expect: fail -- GLSL 1.30 section 3.6: `smooth` is a keyword or reserved word here
#version 130
void main() {
    float smooth = 1.0;
}
