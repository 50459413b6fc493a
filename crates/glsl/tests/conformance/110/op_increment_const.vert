// expect: fail -- GLSL 1.10 section 5.8: ++ needs an l-value
#version 110
const float c = 1.0;
void main() {
    float d = c++;
}
