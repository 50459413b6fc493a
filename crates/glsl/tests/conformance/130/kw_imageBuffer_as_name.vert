// expect: fail -- GLSL 1.30 section 3.6: `imageBuffer` is a keyword or reserved word here
#version 130
void main() {
    float imageBuffer = 1.0;
}
