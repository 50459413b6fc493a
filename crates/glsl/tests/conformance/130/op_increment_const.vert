// expect: fail -- GLSL 1.30 section 5.8: ++ needs an l-value
#version 130
const float c = 1.0;
void main() {
    float d = c++;
}
