// expect: fail -- GLSL 1.40 section 3.6: `smooth` is a keyword or reserved word here
#version 140
void main() {
    float smooth = 1.0;
}
