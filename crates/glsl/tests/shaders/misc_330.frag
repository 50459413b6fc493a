#version 330 core
#pragma optimize(on)
layout(location = 0) out vec4 fragColor;
struct Mat { vec3 albedo; float rough[2]; };
uniform Mat mats[2];
uniform highp float t;
in vec2 uv;
float f(float);
float g(const in float x) { return x * 2.0; }
void main(void) {
    struct Local { int a; } l = Local(3);
    vec3 c = uv.x > 0.5 ? vec3(1.0) : vec3(0.0, 1.0, 0.0);
    float arr[3] = float[](1.0, 2.0, 3.0);
    float s = 0.0;
    for (int i = 0; i < arr.length(); ++i) s += arr[i];
    fragColor = vec4(c * mats[1].albedo * mats[0].rough[1], s + f(t) + g(float(l.a)));
}
float f(float x) { return x; }
// run: {"inputs": {"uv": [0.75, 0]}, "uniforms": {"t": 1.5, "mats": [{"albedo": [1, 1, 1], "rough": [0, 0.5]}, {"albedo": [0.5, 1, 2], "rough": [0, 0]}]}, "expect": {"fragColor": [0.25, 0.5, 1, 13.5]}}
