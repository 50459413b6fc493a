// expect: fail -- GLSL 1.30 section 3.6: `public` is a keyword or reserved word here
#version 130
void main() {
    float public = 1.0;
}
