#version 330 core
in vec4 aPos;
in vec4 aA;
out vec4 v1;
out vec4 v2;
void main() {
    vec4 p = abs(aA) + 0.5;
    v1 = vec4(pow(p.x, p.y), exp(aA.z), log(p.w), exp2(aA.x));
    v2 = vec4(log2(p.y), sqrt(p.z), inversesqrt(p.w), pow(p.x, 2.0));
    gl_Position = aPos;
}
