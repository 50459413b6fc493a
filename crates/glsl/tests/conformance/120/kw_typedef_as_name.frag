// expect: fail -- GLSL 1.20 section 3.6: `typedef` is a keyword or reserved word here
#version 120
void main() {
    float typedef = 1.0;
}
